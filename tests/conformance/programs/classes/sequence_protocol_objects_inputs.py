# probe: a class with __getitem__ only (iterated until IndexError), __len__, __contains__ and __iter__ over input data; list(), in, sorted, reversed, unpacking
# inputs
data = [3, 1, 2]
probe = 2
# body
class Seq:
    def __init__(self, xs):
        self.xs = list(xs)
        self.reads = 0
    def __getitem__(self, i):
        self.reads += 1
        return self.xs[i]
    def __len__(self):
        return len(self.xs)
class Bag(Seq):
    def __contains__(self, v):
        return v * 2 in self.xs
    def __iter__(self):
        yield from sorted(self.xs)
s = Seq(data)
r_list = list(s)
r_reads = s.reads
r_in = probe in s
r_reads_after = s.reads
r_rev = list(reversed(s))
x, y, z = s
r_unpacked = (x, y, z)
b = Bag(data)
r_bag_list = list(b)
r_bag_in = (1 in b, probe in b)
r_sorted = sorted(b, reverse=True)
r_len = len(b)
