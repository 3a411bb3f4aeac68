# probe: exception instances compare by identity (equal args are not equal); in a list, membership and index use identity; args are compared as tuples
# inputs
m = "m"
# body
a = ValueError(m)
b = ValueError(m)
r_eq = (a == b, a == a, a != b, a.args == b.args)
lst = [a]
r_in = (b in lst, a in lst)
try:
    lst.index(b)
    r_index = "found"
except ValueError:
    r_index = "ValueError"
r_count = [a, b, a].count(a)
r_dict = len({a: 1, b: 2})
