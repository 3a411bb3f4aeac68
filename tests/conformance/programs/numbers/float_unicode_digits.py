# probe: float() reads any Unicode decimal digit, as int() does
# inputs
s = '١.٥'
# body
r_float = float(s)
r_int = int('٣')
r_mixed = float('1' + s[1:])
