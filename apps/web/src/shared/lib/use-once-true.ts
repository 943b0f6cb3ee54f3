import { useState } from 'react';

/**
 * True from the first render where `value` is true on. A dialog loaded on first use mounts then and stays mounted,
 * so antd can play its closing motion.
 */
export function useOnceTrue(value: boolean): boolean {
  const [hasBeenTrue, setHasBeenTrue] = useState(value);
  if (value && !hasBeenTrue) setHasBeenTrue(true);
  return hasBeenTrue || value;
}
