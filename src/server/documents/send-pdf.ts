/** Documents name customers: never cached, opened in the browser's PDF viewer, saved by a name. */
export const sendPdf = (
  reply: { header(name: string, value: string): unknown; send(payload: Buffer): unknown },
  bytes: Buffer,
  fileName: string,
) => {
  reply.header('content-type', 'application/pdf');
  reply.header('content-disposition', `inline; filename="${fileName}"`);
  reply.header('cache-control', 'no-store');
  return reply.send(bytes);
};
