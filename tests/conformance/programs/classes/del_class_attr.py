# probe: deleting a class's attribute (its own, or one only its base holds), setattr and delattr on a class, a private name mangled in del
# inputs
name = 'y'
flag = True
# body
class Base:
    x = 1
    y = 2


class Sub(Base):
    x = 10


class Holder:
    def __init__(self):
        self.__secret = 3

    def drop(self):
        del self.__secret
        return hasattr(self, '_Holder__secret')


del Sub.x
r_sub_x = Sub.x
try:
    del Sub.y
    r_del_inherited = 'deleted'
except AttributeError as e:
    r_del_inherited = type(e).__name__
setattr(Sub, name, 7)
r_sub_y = (Sub.y, Base.y)
delattr(Sub, name)
r_sub_y_after = Sub.y
if flag:
    del Base.x
try:
    r_base_x = Base.x
except AttributeError as e:
    r_base_x = type(e).__name__
r_holder = Holder().drop()
