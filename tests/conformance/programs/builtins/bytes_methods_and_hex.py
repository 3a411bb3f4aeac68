# probe: bytes methods (split, strip, replace, upper, startswith, find, count, join), hex()/fromhex() with separators
# inputs
b = b"  Key=Value;x=1  "
# body
r_strip = b.strip()
r_split = b.strip().split(b";")
r_part = b.strip().partition(b"=")
r_upper = b.strip().upper()
r_find = (b.find(b"="), b.find(61), b.count(b"="), b.startswith(b"  K"))
r_join = b"-".join([b"a", bytearray(b"b"), memoryview(b"c")])
r_hex = (b"\x01\xab".hex(), b"\x01\xab\xff".hex(":"), b"\x01\xab\xff".hex("-", 2), b"".hex())
r_fromhex = (bytes.fromhex("01 ab ff"), bytes.fromhex(""), bytearray.fromhex("0a0B"))
r_repr = [repr(x) for x in (b"'", b'"', b"'\"", b"\x00\x7f\x80", b"\\", b"\t\n\r")]
errs = []
for call in (lambda: bytes.fromhex("0g"), lambda: bytes.fromhex("a"), lambda: b"x".join(["s"]), lambda: b"x" + "y", lambda: b.split("="), lambda: "s" in b):
    try:
        call()
        errs.append("ok")
    except (ValueError, TypeError) as e:
        errs.append(type(e).__name__)
r_errs = errs
