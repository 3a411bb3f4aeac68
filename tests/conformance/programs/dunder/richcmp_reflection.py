# probe: == falls back to the reflected __eq__ of the right operand; subclass first
# inputs
v = 3
# body
log = []
class A:
    def __eq__(self, o):
        log.append("A.eq")
        return NotImplemented
class B:
    def __eq__(self, o):
        log.append("B.eq")
        return True
r_ab = A() == B()
r_log = list(log)
class Base:
    def __eq__(self, o):
        return "base"
class Sub(Base):
    def __eq__(self, o):
        return "sub"
r_sub_first = Base() == Sub()
r_int_vs_obj = v == A()
