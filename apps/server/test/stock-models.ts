import os from 'node:os';
import path from 'node:path';
import { writeTestStockModelPack } from '@orator/media/testing';

let written: Promise<string> | undefined;

/** A stock model pack of test portraits for STOCK_MODELS_DIR, written once per test process. */
export function testStockModelsDir(): Promise<string> {
  written ??= writeTestStockModelPack(path.join(os.tmpdir(), `orator-stock-models-${process.pid}`));
  return written;
}
