# probe: int.to_bytes / int.from_bytes with byteorder, signed, lengths; overflow errors and messages
# inputs
n = 1000
neg = -129
# body
r_to = (n.to_bytes(2, "big"), n.to_bytes(4, "little"), (0).to_bytes(0, "big"), (255).to_bytes(1, "big"))
r_neg = (neg.to_bytes(2, "big", signed=True), (-1).to_bytes(3, "little", signed=True), (-128).to_bytes(1, "big", signed=True))
r_from = (int.from_bytes(b"\x03\xe8", "big"), int.from_bytes(b"\x03\xe8", "little"), int.from_bytes(b"\xff\xff", "big", signed=True), int.from_bytes(b"", "big"), int.from_bytes(b"\x80", "big", signed=True))
r_from_list = int.from_bytes([1, 0, 0], "big")
r_default = (n.to_bytes(2), int.from_bytes(b"\x01\x00"))
r_big = (2 ** 70).to_bytes(9, "big").hex()
try:
    (256).to_bytes(1, "big")
except OverflowError as e:
    r_too_big = str(e)
try:
    neg.to_bytes(2, "big")
except OverflowError as e:
    r_unsigned = str(e)
try:
    (128).to_bytes(1, "big", signed=True)
except OverflowError as e:
    r_signed_over = str(e)
try:
    n.to_bytes(2, "middle")
except ValueError as e:
    r_order = str(e)
