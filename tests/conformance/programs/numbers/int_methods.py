# probe: int methods and attributes
# inputs
n = 255
# body
r_bit_length = n.bit_length()
r_neg_bits = (-1).bit_length()
r_to_bytes = n.to_bytes(2, "big")
r_from_bytes = int.from_bytes(b"\x01\x00", "little")
r_real = (n.real, n.imag, n.numerator, n.denominator)
r_conjugate = n.conjugate()
r_bit_count = n.bit_count()
r_as_ratio = n.as_integer_ratio()
