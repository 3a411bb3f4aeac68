# probe: deepcopy looks __deepcopy__ up on the instance (an instance attribute counts, so does __getattr__); copy looks __copy__ up on the class
# inputs
v = 1
# body
import copy
class P:
    pass
p = P()
p.__deepcopy__ = lambda memo: "from-instance"
p.__copy__ = lambda: "inst-copy"
r_deep = copy.deepcopy(p)
r_shallow = type(copy.copy(p)).__name__
class G:
    def __getattr__(self, name):
        if name == "__deepcopy__":
            return lambda memo: "via-getattr"
        raise AttributeError(name)
r_getattr = copy.deepcopy(G())
r_getattr_list = copy.deepcopy([G()])
