# probe: conditional expressions, nested, evaluating only the chosen side
# inputs
x = 5
y = -3
# body
r_sign = "pos" if x > 0 else "neg"
r_sign_y = "pos" if y > 0 else "zero" if y == 0 else "neg"
r_abs = x if x >= 0 else -x
r_lazy = 1 if True else 1 // 0
r_in_list = [v if v % 2 else -v for v in range(4)]
r_none_default = (None if x > 10 else x) or 0
