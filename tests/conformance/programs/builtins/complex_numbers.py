# probe: complex numbers: literals, arithmetic, attributes
# inputs
re_ = 3
im = 4
# body
z = complex(re_, im)
r_abs = abs(z)
r_real = z.real
r_imag = z.imag
r_conj = (z.conjugate().real, z.conjugate().imag)
w = 1j * 1j
r_square = (w.real, w.imag)
r_eq = complex(1, 0) == 1
r_str = str(2 + 3j)
