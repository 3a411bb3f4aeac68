# probe: bytes and bytearray construction, indexing, decoding
# inputs
s = "héllo"
n = 3
# body
b = s.encode("utf-8")
r_len = len(b)
r_first = b[0]
r_slice = b[:2]
r_decode = b.decode("utf-8")
r_zeros = bytes(n)
r_from_list = bytes([65, 66])
r_hex = b"\x01\xff".hex()
r_fromhex = bytes.fromhex("4142")
ba = bytearray(b"ab")
ba.append(67)
r_bytearray = bytes(ba)
r_eq = b"ab" == bytes("ab", "ascii")
try:
    b"\xff".decode("utf-8")
except UnicodeDecodeError as e:
    r_bad = type(e).__name__
