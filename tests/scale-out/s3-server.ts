/*
 * s3rver as its own OS process, so the scale-out test can stop the S3 server the way an outage does (SIGKILL) and
 * start it again on the same port and folder. Usage: node --import tsx s3-server.ts PORT DIRECTORY BUCKET
 */
import S3rver from 's3rver';

const [port, directory, bucket] = process.argv.slice(2);
if (!port || !directory || !bucket) throw new Error('usage: s3-server.ts PORT DIRECTORY BUCKET');
const server = new S3rver({
  port: Number(port),
  address: '127.0.0.1',
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [] }],
});
await server.run();
console.log('s3 ready');
