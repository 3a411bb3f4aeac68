# probe: `not` on values of each kind
# inputs
n = 0
s = ""
l = [0]
# body
r_n = not n
r_s = not s
r_l = not l
r_none = not None
r_dict = not {}
r_double = not not l
r_prec = not n == 1
