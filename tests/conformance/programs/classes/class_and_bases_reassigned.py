# probe: an object given another __class__ and a class given other __bases__: the methods they run, what those append, type(), isinstance and issubclass are Python's (the evaluator does not follow either: not known after)
# inputs
k = 3
# body
log = []
class A:
    def go(self):
        log.append("A")
        return 1
class B:
    def go(self):
        log.append("B")
        return 2
o = A()
o.__class__ = B
r_obj = (o.go(), type(o) is B, isinstance(o, A), o.__class__ is B)
class C(A):
    pass
C.__bases__ = (B,)
r_cls = (C().go(), issubclass(C, B), isinstance(C(), A))
r_log = list(log)
