# probe: str(KeyError) for a missing float key: the key's repr (1e-05, 1e+16, 2.5, -0.0, inf)
# inputs
keys = [1e-05, 1e16, 2.5, -0.0, 1.5e300, 123456789012345680.0]
# body
d = {'a': 1}
r_texts = []
r_args = []
for k in keys:
    try:
        d[k]
    except KeyError as e:
        r_texts.append(str(e))
        r_args.append(e.args[0])
try:
    d.pop(1e-7)
except KeyError as e:
    r_pop = str(e)
try:
    {3.5e20}.remove(1e300)
except KeyError as e:
    r_set_remove = str(e)
