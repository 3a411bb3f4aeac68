# probe: descriptor protocol hooks (__get__, __set_name__) are looked up on the descriptor's type: instance attributes of the same name on a field descriptor are ignored
# inputs
k = 1
# body
class Desc:
    def __get__(self, obj, owner=None):
        return "class-get"
d = Desc()
d.__get__ = lambda obj, owner=None: "inst-get"
class Plain:
    pass
p = Plain()
p.__get__ = lambda obj, owner=None: "inst-get"
log = []
class Named:
    def __set_name__(self, owner, name):
        log.append(("class", name))
n = Named()
n.__set_name__ = lambda owner, name: log.append(("inst", name))
class Host:
    a = d
    b = p
    c = n
r_a = Host().a
r_b_is_plain = Host().b is p
r_log = log
