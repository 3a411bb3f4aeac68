# probe: a lambda bound to a name, or put in a dict display, is the same object as where it came from
# inputs
k = 0
# body
L = [lambda: 0, lambda x: x]
f = L[k]
r_is = f is L[0]
D = {"a": L[1]}
r_dict = D["a"] is L[1]
r_eq = (f == L[0], L.index(f), D["a"] in L)
g = h = lambda: 1
r_gh = g is h
r_names = (f.__name__, g.__name__, D["a"].__name__)
S = {f}
r_in = L[0] in S
