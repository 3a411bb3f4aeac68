# probe: class body names are not visible inside methods or comprehension bodies (except the first iterable); a later global is seen by methods; class-level loop variable stays as attribute
# inputs
v = 3
# body
x = "global-x"
class C:
    x = "class-x"
    y = [x for _ in range(1)]
    z = [i * v for i in range(v)]
    for k in range(2):
        pass
    def get_x(self):
        return x
    try:
        w = [x + str(i) for i in range(1) if x]
    except NameError as e:
        w = "NameError"
r_y = C.y
r_z = C.z
r_k = C.k
r_get = C().get_x()
r_w = C.w
x = "changed"
r_get2 = C().get_x()
r_cx = C.x
