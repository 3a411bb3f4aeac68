# probe: a reducer registered with copyreg.pickle is what copy.copy and copy.deepcopy use for instances of that class
# inputs
v = 2
# body
import copy
import copyreg
class C:
    def __init__(self, x):
        self.x = x
def reduce_c(obj):
    return (C, (obj.x * 10,))
copyreg.pickle(C, reduce_c)
c = C(v)
r_copy = copy.copy(c).x
r_deep = copy.deepcopy(c).x
r_in_list = [o.x for o in copy.deepcopy([c, c])]
