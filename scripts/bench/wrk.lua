-- wrk's script for the bench (./load.ts): the requests of a case, prepared in the file BENCH_REQUESTS as raw
-- HTTP/1.1 each ended by a NUL, sent in turn (thread k of n sends the k-th, (k+n)-th, …, so no two threads send the
-- same one; BENCH_THREADS is n, wrk's -t); the statuses of the answers counted; one line "BENCH_JSON {…}" at the end.

local requests = {}
do
  local file = assert(io.open(assert(os.getenv("BENCH_REQUESTS"), "BENCH_REQUESTS not set"), "rb"))
  local data = file:read("*a")
  file:close()
  local at = 1
  while at <= #data do
    local nul = string.find(data, "\0", at, true)
    if not nul then break end
    requests[#requests + 1] = string.sub(data, at, nul - 1)
    at = nul + 1
  end
  assert(#requests > 0, "no requests in BENCH_REQUESTS")
end

local thread_count = tonumber(os.getenv("BENCH_THREADS") or "1")

-- The main state: the threads, numbered.
local threads = {}
function setup(thread)
  thread:set("id", #threads)
  table.insert(threads, thread)
end

-- Each thread's state.
local next_index = nil
function request()
  if next_index == nil then next_index = id end
  local r = requests[(next_index % #requests) + 1]
  next_index = next_index + thread_count
  return r
end

statuses = {}
function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests_done)
  local counted = {}
  for _, thread in ipairs(threads) do
    for code, n in pairs(thread:get("statuses")) do
      counted[code] = (counted[code] or 0) + n
    end
  end
  local parts = {}
  for code, n in pairs(counted) do
    parts[#parts + 1] = string.format('"%d":%d', code, n)
  end
  local e = summary.errors
  io.write(string.format(
    'BENCH_JSON {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,'
      .. '"errors":{"connect":%d,"read":%d,"write":%d,"timeout":%d},"statuses":{%s}}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect, e.read, e.write, e.timeout, table.concat(parts, ",")))
end
