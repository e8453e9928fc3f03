//! `javax.crypto.Cipher`'s AES natives (class `javax/crypto/RvmAes`), on RustCrypto's `aes`
//! (the block cipher, FIPS 197) and `ghash` (GCM's universal hash) crates.
//!
//! ```text
//! RvmAes.crypt(key, decrypt, in[off, len), out[off...])   whole 16-byte blocks, ECB
//!     --> the Java Cipher builds ECB, CBC and CTR on it (NIST SP 800-38A) and keeps
//!         the chaining value, counter and partial-block buffer between update calls
//! RvmAes.gcm(key, iv, aad[0, aadLen), data[0, len), out, decrypt, tag[16])
//!     --> NIST SP 800-38D section 7: out = GCTR(inc32(J0), data); tag = GCTR(J0, S),
//!         S = GHASH over the AAD and the ciphertext (data when decrypting, out when
//!         encrypting); the Java side truncates the tag to its length and compares it
//! RvmAes.gctr(key, iv, block, in[off, len), out[off...])
//!     --> GCTR alone from the message's block `block`: GCM encryption's output of
//!         the full blocks an update completes, before doFinal computes the tag
//! ```
//!
//! The natives keep no state: every call gets the raw key (16, 24 or 32 bytes, checked by
//! the Java side, checked again here) and reads its input before writing its output, so
//! input and output may share an array.

use super::args::{int, object};
use super::NativeRegistry;
use crate::heap::ObjRef;
use crate::runtime::thread::{JResult, JavaThread, Thrown};
use aes::cipher::generic_array::GenericArray;
use aes::cipher::{BlockDecrypt, BlockEncrypt, KeyInit};
use ghash::universal_hash::UniversalHash;
use ghash::GHash;

const BLOCK: usize = 16;

/// AES with one of its three key sizes.
enum Aes {
    K128(aes::Aes128),
    K192(aes::Aes192),
    K256(aes::Aes256),
}

impl Aes {
    fn new(key: &[u8]) -> Option<Aes> {
        match key.len() {
            16 => aes::Aes128::new_from_slice(key).ok().map(Aes::K128),
            24 => aes::Aes192::new_from_slice(key).ok().map(Aes::K192),
            32 => aes::Aes256::new_from_slice(key).ok().map(Aes::K256),
            _ => None,
        }
    }

    fn encrypt(&self, block: &mut [u8; BLOCK]) {
        let b = GenericArray::from_mut_slice(block);
        match self {
            Aes::K128(c) => c.encrypt_block(b),
            Aes::K192(c) => c.encrypt_block(b),
            Aes::K256(c) => c.encrypt_block(b),
        }
    }

    fn decrypt(&self, block: &mut [u8; BLOCK]) {
        let b = GenericArray::from_mut_slice(block);
        match self {
            Aes::K128(c) => c.decrypt_block(b),
            Aes::K192(c) => c.decrypt_block(b),
            Aes::K256(c) => c.decrypt_block(b),
        }
    }
}

/// The bytes of a `byte[]`, or an exception for null.
fn bytes(thread: &mut JavaThread, array: ObjRef) -> JResult<&'static [u8]> {
    if array.is_null() {
        return Err(thread.throw_new("java/lang/NullPointerException", None));
    }
    // Used only until the next allocation (an exception's): the callers throw last.
    Ok(array.array_slice::<u8>())
}

fn bad_range(thread: &mut JavaThread) -> Thrown {
    thread.throw_new(
        "java/lang/ArrayIndexOutOfBoundsException",
        Some("rvm: AES input or output range out of bounds"),
    )
}

fn cipher(thread: &mut JavaThread, key: ObjRef) -> JResult<Aes> {
    let key = bytes(thread, key)?;
    match Aes::new(key) {
        Some(aes) => Ok(aes),
        None => {
            let message = format!("Invalid AES key length: {} bytes", key.len());
            Err(thread.throw_new("java/security/InvalidKeyException", Some(&message)))
        }
    }
}

/// `static void crypt(byte[] key, boolean decrypt, byte[] in, int inOff, int len, byte[] out, int outOff)`.
fn crypt(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let aes = cipher(thread, object(a, 0))?;
    let decrypt = a[1] != 0;
    let (input, in_off, len) = (object(a, 2), int(a, 3), int(a, 4));
    let (output, out_off) = (object(a, 5), int(a, 6));
    let src = bytes(thread, input)?;
    let dst_len = bytes(thread, output)?.len();
    if in_off < 0
        || len < 0
        || out_off < 0
        || len as usize % BLOCK != 0
        || in_off as usize + len as usize > src.len()
        || out_off as usize + len as usize > dst_len
    {
        return Err(bad_range(thread));
    }
    let data: Vec<u8> = src[in_off as usize..(in_off + len) as usize].to_vec();
    let dst = &mut output.array_slice_mut::<u8>()[out_off as usize..(out_off + len) as usize];
    for (chunk, out) in data.chunks_exact(BLOCK).zip(dst.chunks_exact_mut(BLOCK)) {
        let mut block = [0u8; BLOCK];
        block.copy_from_slice(chunk);
        if decrypt {
            aes.decrypt(&mut block);
        } else {
            aes.encrypt(&mut block);
        }
        out.copy_from_slice(&block);
    }
    Ok(0)
}

/// inc32 of SP 800-38D section 6.2: the low 32 bits of the block, plus one, modulo 2^32.
fn inc32(block: &mut [u8; BLOCK]) {
    let low = u32::from_be_bytes([block[12], block[13], block[14], block[15]]).wrapping_add(1);
    block[12..].copy_from_slice(&low.to_be_bytes());
}

/// The 64-bit big-endian bit lengths of two byte strings, as one GHASH block.
fn length_block(a_bytes: usize, b_bytes: usize) -> [u8; BLOCK] {
    let mut block = [0u8; BLOCK];
    block[..8].copy_from_slice(&((a_bytes as u64) * 8).to_be_bytes());
    block[8..].copy_from_slice(&((b_bytes as u64) * 8).to_be_bytes());
    block
}

/// GCM's hash subkey H = CIPH_K(0^128) and pre-counter block J0 (SP 800-38D section 7.1, steps 1-2):
/// J0 = IV || 0^31 || 1 for a 96-bit IV, else GHASH_H(IV || 0^(s+64) || [len(IV)]64).
fn gcm_start(aes: &Aes, iv: &[u8]) -> ([u8; BLOCK], [u8; BLOCK]) {
    let mut h = [0u8; BLOCK];
    aes.encrypt(&mut h);
    let mut j0 = [0u8; BLOCK];
    if iv.len() == 12 {
        j0[..12].copy_from_slice(iv);
        j0[15] = 1;
    } else {
        let mut g = GHash::new(GenericArray::from_slice(&h));
        g.update_padded(iv);
        g.update_padded(&length_block(0, iv.len()));
        j0.copy_from_slice(&g.finalize());
    }
    (h, j0)
}

/// GCTR (section 6.5) from counter block inc32^(first + 1)(J0): XORs `data` in place.
fn gctr(aes: &Aes, j0: &[u8; BLOCK], first: u32, data: &mut [u8]) {
    let mut counter = *j0;
    let low = u32::from_be_bytes([j0[12], j0[13], j0[14], j0[15]]).wrapping_add(first);
    counter[12..].copy_from_slice(&low.to_be_bytes());
    for chunk in data.chunks_mut(BLOCK) {
        inc32(&mut counter);
        let mut stream = counter;
        aes.encrypt(&mut stream);
        for (b, s) in chunk.iter_mut().zip(stream.iter()) {
            *b ^= s;
        }
    }
}

/// GCM (section 7.1/7.2): returns the output and the full 16-byte tag.
fn gcm_run(aes: &Aes, iv: &[u8], aad: &[u8], data: &[u8], decrypt: bool) -> (Vec<u8>, [u8; BLOCK]) {
    let (h, j0) = gcm_start(aes, iv);
    let mut out = data.to_vec();
    gctr(aes, &j0, 0, &mut out);
    let ciphertext: &[u8] = if decrypt { data } else { &out };
    let mut g = GHash::new(GenericArray::from_slice(&h));
    g.update_padded(aad);
    g.update_padded(ciphertext);
    g.update_padded(&length_block(aad.len(), ciphertext.len()));
    let s = g.finalize();
    let mut tag = j0;
    aes.encrypt(&mut tag);
    for (t, x) in tag.iter_mut().zip(s.iter()) {
        *t ^= x;
    }
    (out, tag)
}

/// `static void gcm(byte[] key, byte[] iv, byte[] aad, int aadLen, byte[] data, int len, byte[] out, boolean decrypt, byte[] tag)`.
fn gcm(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let aes = cipher(thread, object(a, 0))?;
    let iv = bytes(thread, object(a, 1))?.to_vec();
    let (aad, aad_len) = (bytes(thread, object(a, 2))?, int(a, 3));
    let (data, len) = (bytes(thread, object(a, 4))?, int(a, 5));
    let output = object(a, 6);
    let out_len = bytes(thread, output)?.len();
    let decrypt = a[7] != 0;
    let tag_array = object(a, 8);
    let tag_len = bytes(thread, tag_array)?.len();
    if iv.is_empty()
        || aad_len < 0
        || aad_len as usize > aad.len()
        || len < 0
        || len as usize > data.len()
        || out_len < len as usize
        || tag_len != BLOCK
    {
        return Err(bad_range(thread));
    }
    let aad = aad[..aad_len as usize].to_vec();
    let data = data[..len as usize].to_vec();
    let (out, tag) = gcm_run(&aes, &iv, &aad, &data, decrypt);
    output.array_slice_mut::<u8>()[..out.len()].copy_from_slice(&out);
    tag_array.array_slice_mut::<u8>().copy_from_slice(&tag);
    Ok(0)
}

/// `static void gctr(byte[] key, byte[] iv, int block, byte[] in, int inOff, int len, byte[] out, int outOff)`:
/// GCM's counter mode alone, from the message's block `block` on.
fn gcm_ctr(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let aes = cipher(thread, object(a, 0))?;
    let iv = bytes(thread, object(a, 1))?.to_vec();
    let first = int(a, 2);
    let (src, in_off, len) = (bytes(thread, object(a, 3))?, int(a, 4), int(a, 5));
    let (output, out_off) = (object(a, 6), int(a, 7));
    let dst_len = bytes(thread, output)?.len();
    if iv.is_empty()
        || first < 0
        || in_off < 0
        || len < 0
        || out_off < 0
        || in_off as usize + len as usize > src.len()
        || out_off as usize + len as usize > dst_len
    {
        return Err(bad_range(thread));
    }
    let mut data = src[in_off as usize..(in_off + len) as usize].to_vec();
    let (_, j0) = gcm_start(&aes, &iv);
    gctr(&aes, &j0, first as u32, &mut data);
    output.array_slice_mut::<u8>()[out_off as usize..(out_off + len) as usize]
        .copy_from_slice(&data);
    Ok(0)
}

pub fn register(r: &mut NativeRegistry) {
    const AES: &str = "javax/crypto/RvmAes";
    r.register(AES, "crypt", "([BZ[BII[BI)V", crypt);
    r.register(AES, "gcm", "([B[B[BI[BI[BZ[B)V", gcm);
    r.register(AES, "gctr", "([B[BI[BII[BI)V", gcm_ctr);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hex(s: &str) -> Vec<u8> {
        (0..s.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
            .collect()
    }

    /// FIPS 197 appendix C.1: AES-128 on 00112233...eeff.
    #[test]
    fn fips197_aes128() {
        let aes = Aes::new(&hex("000102030405060708090a0b0c0d0e0f")).unwrap();
        let mut block = [0u8; BLOCK];
        block.copy_from_slice(&hex("00112233445566778899aabbccddeeff"));
        aes.encrypt(&mut block);
        assert_eq!(block.to_vec(), hex("69c4e0d86a7b0430d8cdb78070b4c55a"));
        aes.decrypt(&mut block);
        assert_eq!(block.to_vec(), hex("00112233445566778899aabbccddeeff"));
    }

    /// The GCM specification's test case 2 (zero key, zero 96-bit IV, one zero block).
    #[test]
    fn gcm_test_case_2() {
        let aes = Aes::new(&[0u8; 16]).unwrap();
        let (out, tag) = gcm_run(&aes, &[0u8; 12], &[], &[0u8; 16], false);
        assert_eq!(out, hex("0388dace60b6a392f328c2b971b2fe78"));
        assert_eq!(tag.to_vec(), hex("ab6e47d42cec13bdf53a67b21257bddf"));
        let (back, tag2) = gcm_run(&aes, &[0u8; 12], &[], &out, true);
        assert_eq!(back, vec![0u8; 16]);
        assert_eq!(tag, tag2);
    }
}
