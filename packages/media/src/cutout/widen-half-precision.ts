import protobuf from 'protobufjs/minimal.js';

/**
 * Rewrites a half-precision (float16) ONNX model as a single-precision one: weights, constants, casts and the
 * declared types of values. ONNX Runtime has no float16 convolution on x86 CPUs, so it casts every layer's
 * tensors to float32 and back on each run; widened once at load, a run of the cutout model takes a third
 * less CPU and gives the same matte. Only the fields that carry the element type are decoded; every other
 * field is copied byte for byte.
 */

const FLOAT = 1;
const FLOAT16 = 10;

/** protobuf wire types */
const VARINT = 0;
const LENGTH_DELIMITED = 2;

/** Field numbers of onnx.proto (ONNX IR version 3 and later). */
const Model = { graph: 7 } as const;
const Graph = { node: 1, initializer: 5, input: 11, output: 12, valueInfo: 13 } as const;
const Node = { opType: 4, attribute: 5 } as const;
const Attribute = { name: 1, i: 3, t: 5, tensors: 10, graphs: 11, g: 6 } as const;
const Tensor = { dataType: 2, int32Data: 5, rawData: 9 } as const;
const ValueInfo = { type: 2 } as const;
const Type = { tensorType: 1 } as const;
const TensorType = { elemType: 1 } as const;

interface Field {
  number: number;
  wireType: number;
  /** The varint's value, for wire type 0. */
  value?: number;
  /** The payload of a length-delimited field. */
  bytes?: Uint8Array;
  /** The whole encoded field (key and payload), for copying untouched fields. */
  raw: Uint8Array;
}

function readFields(buffer: Uint8Array): Field[] {
  const reader = protobuf.Reader.create(buffer);
  const fields: Field[] = [];
  while (reader.pos < reader.len) {
    const start = reader.pos;
    const key = reader.uint32();
    const wireType = key & 7;
    let value: number | undefined;
    let bytes: Uint8Array | undefined;
    if (wireType === VARINT) value = Number(reader.int64().toString());
    else if (wireType === LENGTH_DELIMITED) bytes = reader.bytes();
    else reader.skipType(wireType);
    fields.push({ number: key >>> 3, wireType, value, bytes, raw: buffer.subarray(start, reader.pos) });
  }
  return fields;
}

type Rewrite = (field: Field) => Uint8Array | null;

/** The message with each field either re-encoded by `rewrite` or, where it returns null, copied as it was. */
function rewriteMessage(buffer: Uint8Array, rewrite: Rewrite): Uint8Array {
  const parts = readFields(buffer).map((field) => rewrite(field) ?? field.raw);
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function encodeVarintField(number: number, value: number): Uint8Array {
  return protobuf.Writer.create()
    .uint32((number << 3) | VARINT)
    .int64(value)
    .finish();
}

function encodeBytesField(number: number, bytes: Uint8Array): Uint8Array {
  return protobuf.Writer.create()
    .uint32((number << 3) | LENGTH_DELIMITED)
    .bytes(bytes)
    .finish();
}

/** A nested message field re-encoded with `rewrite` applied inside it. */
function nested(field: Field, rewrite: Rewrite): Uint8Array {
  return encodeBytesField(field.number, rewriteMessage(field.bytes!, rewrite));
}

const halfToFloat = (() => {
  const table = new Float32Array(65536);
  for (let bits = 0; bits < 65536; bits++) {
    const sign = bits & 0x8000 ? -1 : 1;
    const exponent = (bits >> 10) & 0x1f;
    const fraction = bits & 0x3ff;
    if (exponent === 0) table[bits] = sign * fraction * 2 ** -24;
    else if (exponent === 31) table[bits] = fraction ? NaN : sign * Infinity;
    else table[bits] = sign * (1 + fraction / 1024) * 2 ** (exponent - 15);
  }
  return table;
})();

function widenRawData(raw: Uint8Array): Uint8Array {
  const count = raw.length / 2;
  const halves = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  const floats = new Float32Array(count);
  for (let i = 0; i < count; i++) floats[i] = halfToFloat[halves.getUint16(i * 2, true)]!;
  return new Uint8Array(floats.buffer);
}

/** A float16 tensor as a float32 one; other tensors unchanged. */
function widenTensor(buffer: Uint8Array): Uint8Array {
  const fields = readFields(buffer);
  if (!fields.some((field) => field.number === Tensor.dataType && field.value === FLOAT16)) return buffer;
  if (fields.some((field) => field.number === Tensor.int32Data)) {
    throw new Error('a float16 tensor stored in int32_data: only raw_data is widened');
  }
  return rewriteMessage(buffer, (field) => {
    if (field.number === Tensor.dataType) return encodeVarintField(field.number, FLOAT);
    if (field.number === Tensor.rawData) return encodeBytesField(field.number, widenRawData(field.bytes!));
    return null;
  });
}

const widenTensorType: Rewrite = (field) =>
  field.number === TensorType.elemType && field.value === FLOAT16 ? encodeVarintField(field.number, FLOAT) : null;
const widenType: Rewrite = (field) => (field.number === Type.tensorType ? nested(field, widenTensorType) : null);
const widenValueInfo: Rewrite = (field) => (field.number === ValueInfo.type ? nested(field, widenType) : null);

/** Attributes: a Cast to float16 casts to float32 instead, and tensor values (Constant nodes) are widened. */
function widenAttribute(buffer: Uint8Array, opType: string): Uint8Array {
  const fields = readFields(buffer);
  const name = new TextDecoder().decode(fields.find((field) => field.number === Attribute.name)?.bytes);
  return rewriteMessage(buffer, (field) => {
    if (field.number === Attribute.i && opType === 'Cast' && name === 'to' && field.value === FLOAT16) {
      return encodeVarintField(field.number, FLOAT);
    }
    if (field.number === Attribute.t || field.number === Attribute.tensors) {
      return encodeBytesField(field.number, widenTensor(field.bytes!));
    }
    if (field.number === Attribute.g || field.number === Attribute.graphs) {
      throw new Error('a node with a subgraph: only flat graphs are widened');
    }
    return null;
  });
}

function widenNode(buffer: Uint8Array): Uint8Array {
  const opTypeField = readFields(buffer).find((field) => field.number === Node.opType);
  const opType = new TextDecoder().decode(opTypeField?.bytes);
  return rewriteMessage(buffer, (field) =>
    field.number === Node.attribute ? encodeBytesField(field.number, widenAttribute(field.bytes!, opType)) : null,
  );
}

const widenGraph: Rewrite = (field) => {
  switch (field.number) {
    case Graph.node:
      return encodeBytesField(field.number, widenNode(field.bytes!));
    case Graph.initializer:
      return encodeBytesField(field.number, widenTensor(field.bytes!));
    case Graph.input:
    case Graph.output:
    case Graph.valueInfo:
      return nested(field, widenValueInfo);
    default:
      return null;
  }
};

export function widenHalfPrecisionModel(model: Uint8Array): Uint8Array {
  return rewriteMessage(model, (field) => (field.number === Model.graph ? nested(field, widenGraph) : null));
}
