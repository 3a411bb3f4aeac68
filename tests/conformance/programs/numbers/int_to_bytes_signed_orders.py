# probe: int.to_bytes / int.from_bytes: signed round trips at byte boundaries, little vs big, zero length, lists of ints
# inputs
vals = [0, 127, 128, -128, -129, 255, -1, 32767, -32768]
# body
r_signed = [v.to_bytes(2, 'big', signed=True) for v in vals]
r_little = [v.to_bytes(2, 'little', signed=True) for v in vals]
r_round = [int.from_bytes(v.to_bytes(3, 'little', signed=True), 'little', signed=True) == v for v in vals]
r_unsigned = [int.from_bytes(bytes([b]), 'big') for b in (0, 127, 128, 255)]
r_as_signed = [int.from_bytes(bytes([b]), 'big', signed=True) for b in (0, 127, 128, 255)]
r_zero_len = ((0).to_bytes(0, 'big'), int.from_bytes(b'', 'little', signed=True))
r_errors = []
for v, n, s in ((128, 1, True), (-1, 1, False), (256, 1, False), (-129, 1, True), (1, 0, False)):
    try:
        v.to_bytes(n, 'big', signed=s)
        r_errors.append('ok')
    except OverflowError as e:
        r_errors.append(type(e).__name__)
