# probe: reverse, copy (shallow) and clear
# inputs
xs = [[1], [2]]
# body
a = list(xs)
a.reverse()
r_rev = a
c = xs.copy()
c[0].append("shared")
c.append("new")
r_orig = xs
r_copy = c
d = [1, 2]
alias = d
d.clear()
r_alias = alias
