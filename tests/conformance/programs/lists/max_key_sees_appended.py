# probe: max(a, key=f) iterates the list live: items f appends are compared too
# inputs
xs = [1, 2]
# body
a = list(xs)
r_max = max(a, key=lambda v: (len(a) < 3 and a.append(20)) or v)
r_a = a
