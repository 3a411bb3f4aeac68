# probe: a method of a metaclass the evaluator does not follow (it has a property) read through its class and called: it runs, and what it appends is there
# inputs
k = 3
# body
log = []
class Meta(type):
    @property
    def label(cls):
        return cls.__name__.lower()
    def twice(cls, n):
        log.append(n)
        return n * 2
class A(metaclass=Meta):
    pass
class B(A):
    pass
r_twice = A.twice(k)
r_label = A.label
r_sub = B.twice(k + 1)
r_log = list(log)
