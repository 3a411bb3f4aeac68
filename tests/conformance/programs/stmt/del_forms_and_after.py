# probe: del of several targets, of tuple and list targets, of slices, of attributes and dict entries during a loop over a copy, and reading a name after del in the same scope
# inputs
data = {"a": 1, "b": 2, "c": 3}
# body
x, y, z = 1, 2, 3
del x, y
r_after_del = ("x" in globals(), "y" in globals(), z)
p, q = 1, 2
del (p, q)
r_tuple_del = ("p" in globals(), "q" in globals())
s, t = 1, 2
del [s, t]
r_list_del = "s" in globals()
lst = list(range(10))
del lst[::3]
r_slice_step = list(lst)
del lst[1:3]
r_slice = lst
d = dict(data)
for k in list(d):
    if d[k] % 2:
        del d[k]
r_dict_del_loop = dict(d)
try:
    for k in d:
        del d[k]
except RuntimeError as e:
    r_dict_changed = str(e)
class O:
    cls_attr = 1
o = O()
o.a = 1
del o.a
try:
    del o.cls_attr
except AttributeError as e:
    r_del_class_attr_via_instance = str(e)
del O.cls_attr
r_class_attr_gone = hasattr(o, "cls_attr")
def del_then_rebind():
    v = 1
    del v
    v = 2
    return v
r_rebind = del_then_rebind()
def del_in_loop():
    out = []
    for i in range(3):
        tmp = i * 2
        out.append(tmp)
        del tmp
    try:
        return tmp
    except NameError as e:
        return (type(e).__name__, out)
r_del_in_loop = del_in_loop()
nested = {"k": [1, 2, 3]}
del nested["k"][0]
r_nested_del = nested
try:
    del lst[100]
except IndexError as e:
    r_del_index = str(e)
try:
    del d["zz"]
except KeyError as e:
    r_del_key = str(e)
