# probe: bin, hex and oct of positive and negative ints
# inputs
n = 255
neg = -10
# body
r_bin = bin(n)
r_hex = hex(n)
r_oct = oct(n)
r_bin_neg = bin(neg)
r_hex_neg = hex(neg)
r_zero = (bin(0), hex(0), oct(0))
r_bool = bin(True)
r_int_back = int(hex(n), 16)
try:
    hex(1.5)
except TypeError as e:
    r_float = type(e).__name__
