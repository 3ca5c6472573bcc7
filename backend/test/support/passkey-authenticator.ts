import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

/** Authenticator data flags (WebAuthn §6.1). */
const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

interface CeremonyOverrides {
  /** The origin the "browser" reports in clientDataJSON (defaults to the authenticator's origin). */
  origin?: string;
  /** The challenge to sign instead of the one in the options (e.g. a stale one). */
  challenge?: string;
  /** The signature counter to report; otherwise it counts up by one per assertion. */
  signCount?: number;
}

/**
 * A software platform authenticator plus the browser around it: an ES256 (P-256) credential made
 * with node:crypto, answering creation and request options with the JSON a real browser's
 * `PublicKeyCredential.toJSON()` produces (attestation format "none").
 */
export class SoftwarePasskey {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private signCount = 0;

  constructor(
    private readonly rpId: string,
    private readonly origin: string,
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return this.credentialId.toString('base64url');
  }

  /** navigator.credentials.create(): refuses, like a browser, when this credential is excluded. */
  register(options: PublicKeyCredentialCreationOptionsJSON, overrides: CeremonyOverrides = {}): RegistrationResponseJSON {
    if (options.rp.id !== this.rpId) throw new Error(`rp.id ${options.rp.id} is not ${this.rpId}`);
    if (options.excludeCredentials?.some((credential) => credential.id === this.id))
      throw new Error('InvalidStateError: credential excluded');
    const clientDataJSON = this.clientData('webauthn.create', overrides.challenge ?? options.challenge, overrides.origin);
    const attestedCredentialData = Buffer.concat([Buffer.alloc(16), uint16(this.credentialId.length), this.credentialId, this.coseKey()]);
    const authData = this.authenticatorData(FLAG_UP | FLAG_UV | FLAG_AT, overrides.signCount ?? this.signCount, attestedCredentialData);
    const attestationObject = cborMap([
      [cborText('fmt'), cborText('none')],
      [cborText('attStmt'), cborMap([])],
      [cborText('authData'), cborBytes(authData)],
    ]);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        attestationObject: attestationObject.toString('base64url'),
        transports: ['internal', 'hybrid'],
      },
    };
  }

  /** navigator.credentials.get(): an assertion signed over authData || SHA-256(clientDataJSON). */
  authenticate(options: PublicKeyCredentialRequestOptionsJSON, overrides: CeremonyOverrides = {}): AuthenticationResponseJSON {
    const signCount = overrides.signCount ?? ++this.signCount;
    const clientDataJSON = this.clientData('webauthn.get', overrides.challenge ?? options.challenge, overrides.origin);
    const authData = this.authenticatorData(FLAG_UP | FLAG_UV, signCount);
    // Node's ECDSA signature is DER-encoded by default, which is what WebAuthn expects for ES256.
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: authData.toString('base64url'),
        signature: signature.toString('base64url'),
      },
    };
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin = this.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
  }

  private authenticatorData(flags: number, signCount: number, attestedCredentialData = Buffer.alloc(0)): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(signCount);
    return Buffer.concat([sha256(Buffer.from(this.rpId, 'utf8')), Buffer.from([flags]), counter, attestedCredentialData]);
  }

  /** The COSE_Key for ES256: {1: 2 (EC2), 3: -7 (ES256), -1: 1 (P-256), -2: x, -3: y}. */
  private coseKey(): Buffer {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return cborMap([
      [cborInt(1), cborInt(2)],
      [cborInt(3), cborInt(-7)],
      [cborInt(-1), cborInt(1)],
      [cborInt(-2), cborBytes(Buffer.from(jwk.x!, 'base64url'))],
      [cborInt(-3), cborBytes(Buffer.from(jwk.y!, 'base64url'))],
    ]);
  }
}

function sha256(data: Buffer): Buffer {
  return createHash('sha256').update(data).digest();
}

function uint16(value: number): Buffer {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16BE(value);
  return buffer;
}

// The little CBOR (RFC 8949) these structures need: small ints, byte and text strings, maps.
function cborHead(majorType: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(majorType << 5) | length]);
  if (length < 0x100) return Buffer.from([(majorType << 5) | 24, length]);
  if (length < 0x10000) return Buffer.concat([Buffer.from([(majorType << 5) | 25]), uint16(length)]);
  throw new Error('CBOR item too long for this encoder');
}

function cborInt(value: number): Buffer {
  return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
}

function cborBytes(bytes: Buffer): Buffer {
  return Buffer.concat([cborHead(2, bytes.length), bytes]);
}

function cborText(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  return Buffer.concat([cborHead(3, bytes.length), bytes]);
}

function cborMap(entries: [Buffer, Buffer][]): Buffer {
  return Buffer.concat([cborHead(5, entries.length), ...entries.flat()]);
}
