# probe: dict |= a dict_items view updates the dict in place (dict.__ior__ takes any iterable of pairs); | gives the view's set union
# inputs
base = {"bs": 32}
# body
d = dict(base)
d |= {"z": 0}.items()
r_ior = d
r_or = base | {"z": 0}.items()
k = dict(base)
try:
    k |= {"z": 0}.keys()
    r_ior_keys = k
except ValueError as e:
    r_ior_keys = (type(e).__name__, k)
