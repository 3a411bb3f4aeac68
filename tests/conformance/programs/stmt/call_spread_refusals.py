# probe: call-site unpacking refusals: * of a non-iterable, ** of a non-mapping, ** with non-string keys, duplicate keyword across two ** spreads
# inputs
v = 5
m = {"a": 1}
# body
def f(*args, **kwargs):
    return (args, kwargs)
def kind(thunk):
    try:
        return thunk()
    except TypeError as e:
        return ("TypeError", str(e))
r_star_int = kind(lambda: f(*v))
r_dstar_list = kind(lambda: f(**[v]))
r_nonstr_key = kind(lambda: f(**{v: 1}))
r_dup = kind(lambda: f(**m, **m))
r_ok = f(*"ab", **m)
class KeysOnly:
    def keys(self):
        return ["k"]
    def __getitem__(self, key):
        return key * 2
r_mapping_protocol = f(**KeysOnly())
r_star_dict = f(*m)
