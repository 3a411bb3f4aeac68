# probe: instance attribute shadows class attribute; augmented assignment on self creates an instance attribute; mutable class attribute shared; del instance attr reveals class attr
# inputs
k = 2
# body
class Counter:
    count = 0
    items = []
    def bump(self):
        self.count += k
        self.items.append(self.count)
a = Counter()
b = Counter()
a.bump()
a.bump()
b.bump()
r_counts = (a.count, b.count, Counter.count)
r_items_shared = (Counter.items, a.items is b.items)
r_a_dict = sorted(vars(a))
del a.count
r_after_del = a.count
Counter.count = 100
r_b_still = b.count
r_a_now = a.count
try:
    del a.count
except AttributeError as e:
    r_del_again = str(e)
class Sub(Counter):
    pass
s = Sub()
r_sub_count = s.count
Sub.count = 7
r_both = (Counter.count, Sub.count)
del Sub.count
r_sub_after_del = Sub.count
