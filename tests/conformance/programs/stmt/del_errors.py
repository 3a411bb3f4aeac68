# probe: del of what is not there: an unbound name, a missing key, index or attribute
# inputs
d = {"a": 1}
l = [1]
# body
class O:
    pass
o = O()
def attempt(f):
    try:
        f()
        return "deleted"
    except (NameError, KeyError, IndexError, AttributeError) as e:
        return type(e).__name__
def del_name():
    x = 1
    del x
    del x
def del_key():
    del d["b"]
def del_index():
    del l[5]
def del_attr():
    del o.missing
r_name = attempt(del_name)
r_key = attempt(del_key)
r_index = attempt(del_index)
r_attr = attempt(del_attr)
o.there = 1
del o.there
r_there = hasattr(o, "there")
