# probe: an object taken by a key, index, slice or choice the run can't know (d[k], lst[i], xs[i:], max by a key, an item stored at an unknown index): a change made through it may be made to any of the candidates
# inputs
k = "x"
i = 0
# body
a = [1]
b = [2]
d = {"x": a, "y": b}
item = d[k]
item.append(9)
r_a = a
r_b = b
c = [3]
e = [4]
lst = [c, e]
lst[i].append(7)
r_c = c
r_e = e
f = {"n": 1}
g = {"n": 2}
for m in [f, g][i:]:
    m["n"] += 10
    break
r_f = f
r_g = g
h = [5]
def pick(z):
    return z if i == 0 else [0]
pick(h).append(1)
r_h = h
p = [1]
q = [2]
holder = [None, None]
holder[i] = p
holder[0].append(3)
r_p = p
s1 = {"v": 1}
s2 = {"v": 2}
chosen = d.get(k)
chosen.append(4) if chosen is not None else None
r_a2 = a
big = max([s1, s2], key=lambda z: z["v"] * (i + 1))
big["v"] = 100
r_s1 = s1
r_s2 = s2
