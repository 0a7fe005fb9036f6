/**
 * The seam where a real file transfer would go. There is none yet: "sending"
 * is the change of state around this call. A transfer that throws is a
 * transient failure: its message is retried with backoff, and after the
 * queue's last retry the dead-letter consumer marks the delivery Failed.
 */
export interface Transfer {
  deliveryId: number;
  fileId: number;
  /** The destination organization. */
  organizationId: number;
}

export async function transferFile(_transfer: Transfer): Promise<void> {}
