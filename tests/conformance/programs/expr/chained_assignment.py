# probe: a = b = value binds both to the same object; targets assigned left to right
# inputs
v = []
# body
a = b = v
a.append(1)
r_b = b
r_same = a is b
x = y = z = 0
r_xyz = (x, y, z)
i = 0
l = [0, 0]
i = l[i] = 1
r_l = l
r_i = i
