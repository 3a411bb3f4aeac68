# probe: object.__delattr__ at the end of a class's own __delattr__, on one side of an undecided branch: the attribute may still be there after (the class's is found only if it went)
# inputs
flag = True
# body
class C:
    x = 0

    def __delattr__(self, key):
        object.__delattr__(self, key)


o = C()
o.x = 5
if flag:
    del o.x
r_after = o.x
p = C()
p.x = 7
if flag:
    delattr(p, 'x')
r_after_builtin = p.x
