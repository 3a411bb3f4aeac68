# probe: objects handed to a callable the run can't know (it may change them), reached by getattr of a name it can't know, or through an object's attribute: changes made through them
# inputs
name = "xs"
fn = list.reverse
# body
import types
a = [1, 2]
fn(a)
r_a = a
holder = types.SimpleNamespace(xs=[1], ys=[2])
got = getattr(holder, name)
got.append(5)
r_xs = holder.xs
r_ys = holder.ys
b = [3]
box = types.SimpleNamespace()
box.item = b
cell = [box]
cell[0].item.append(6)
r_b = b
c = {"k": [7]}
for key in c:
    c[key].append(8)
r_c = c
def apply(f, x):
    return f(x)
e = [9, 10]
apply(fn, e)
r_e = e
