// The host's key. A link is "#room=ID.TAG": TAG is a hash of the host's
// public key. A guest sends each peer that might be the host a fresh nonce;
// only the page holding the private key can sign it, so another guest with
// the link cannot pose as the host. The signature also covers both ends'
// DTLS certificate fingerprints of the channel it travels on, so a guest in
// the middle cannot pass a victim's check through to the real host: the
// host would sign the fingerprints of its channel to the relaying guest,
// which are not those of the victim's channel. The key is kept with the
// room's save, for a host reload.
import { b64, load, store, unb64 } from "./room-common.mjs";

const KEY_SAVE = "inkwell.hostkey.";
const subtle = globalThis.crypto && crypto.subtle; // absent outside secure contexts
const KEY_ALG = { name: "ECDSA", namedCurve: "P-256" };
const SIGN_ALG = { name: "ECDSA", hash: "SHA-256" };

// ends: {host, guest} fingerprints of the channel ("" where unknown).
const signed = (roomId, nonce, ends) =>
  new TextEncoder().encode([roomId, nonce, ends.host || "", ends.guest || ""].join("|"));

async function keyTag(spki) {
  return b64(await subtle.digest("SHA-256", spki)).slice(0, 22); // 132 bits
}

export async function hostKey(roomId) {
  if (!subtle) return null;
  try {
    const saved = load(KEY_SAVE + roomId);
    let priv, spki;
    if (saved && saved.priv && saved.pub) {
      priv = await subtle.importKey("jwk", saved.priv, KEY_ALG, true, ["sign"]);
      spki = unb64(saved.pub);
    } else {
      const pair = await subtle.generateKey(KEY_ALG, true, ["sign", "verify"]);
      priv = pair.privateKey;
      spki = new Uint8Array(await subtle.exportKey("spki", pair.publicKey));
      store(KEY_SAVE + roomId, { priv: await subtle.exportKey("jwk", priv), pub: b64(spki) });
    }
    return { priv, pub: b64(spki), tag: await keyTag(spki) };
  } catch (err) {
    console.warn("room: no host key:", err);
    return null;
  }
}

export async function signLook(key, roomId, nonce, ends) {
  return b64(await subtle.sign(SIGN_ALG, key.priv, signed(roomId, nonce, ends)));
}

export async function provesHost(tag, roomId, nonce, reply, ends) {
  if (!tag) return true; // an invite-code guest reached the host directly
  if (!subtle) return true; // cannot check here (not a secure context): trust, as before
  if (typeof reply.pub !== "string" || typeof reply.sig !== "string") return false;
  try {
    const spki = unb64(reply.pub);
    if (await keyTag(spki) !== tag) return false;
    const key = await subtle.importKey("spki", spki, KEY_ALG, false, ["verify"]);
    return await subtle.verify(SIGN_ALG, key, unb64(reply.sig), signed(roomId, nonce, ends));
  } catch { return false; }
}
