import { describe, expect, it } from 'vitest';
import { signatureBody } from '#domain/contracts/signatures';
import { signaturePngDataUrl } from '../../test/signature-png';
import { canonicalJson, documentDigest } from './document-digest';
import { signaturePng } from './signature-image';

const refusal = (dataUrl: string) => {
  try {
    signaturePng(dataUrl);
    return null;
  } catch (err) {
    return (err as { statusCode: number; message: string }).message;
  }
};

describe('a drawn signature', () => {
  it('takes a PNG with a stroke and gives its bytes', () => {
    const bytes = signaturePng(signaturePngDataUrl());
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('refuses an empty pad, a text dressed as a PNG and a JPEG', () => {
    expect(refusal(signaturePngDataUrl({ drawn: false }))).toBe(
      'Please draw your signature: the signature box is empty',
    );
    const fake = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not a png at all')]).toString('base64')}`;
    expect(refusal(fake)).toBe('The signature must be a PNG image');
    expect(refusal('data:image/jpeg;base64,/9j/4AAQ')).toBe('The signature must be a PNG image');
  });

  it('is refused by the contract above 200 KB, without a name or in another format', () => {
    const big = `data:image/png;base64,${'A'.repeat(280_000)}`;
    const check = (body: unknown) =>
      signatureBody.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];
    expect(check({ name: 'Ann Client', signature: big })).toEqual([
      'The signature image must be at most 200 KB',
    ]);
    expect(check({ name: ' ', signature: signaturePngDataUrl() })).toEqual(['Please type your full name']);
    expect(check({ name: 'Ann', signature: 'hello' })).toEqual(['The signature must be a PNG image']);
    expect(check({ name: 'Ann' })).toEqual(['Please draw your signature']);
    expect(check({ name: 'Ann', signature: signaturePngDataUrl() })).toEqual([]);
  });
});

describe('the digest of a signed document', () => {
  it('does not depend on the order of keys', () => {
    expect(canonicalJson({ b: 1, a: [{ d: '2', c: null }] })).toBe('{"a":[{"c":null,"d":"2"}],"b":1}');
    expect(documentDigest({ a: 1, b: 2 })).toBe(documentDigest({ b: 2, a: 1 }));
    expect(documentDigest({ a: 1 })).toMatch(/^[0-9a-f]{64}$/);
  });
});
