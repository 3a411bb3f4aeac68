# probe: assignment targets bound left to right during unpacking; swaps through containers; targets that are subscripts evaluated after the right side
# inputs
vals = [10, 20, 30]
# body
log = []
class Rec:
    def __setattr__(self, k, v):
        log.append(k)
        object.__setattr__(self, k, v)
o = Rec()
o.b, o.a = 1, 2
r_log = list(log)
lst = [0, 1, 2]
i = 0
i, lst[i] = 1, 9
r_lst = lst
a = list(vals)
a[0], a[2] = a[2], a[0]
r_swap = a
x = [1, 2]
x[0], x = 5, [7, 8]
r_x = x
d = {}
d["k"], (d["m"], d["n"]) = 1, (2, 3)
r_d = d
