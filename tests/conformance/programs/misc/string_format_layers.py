# probe: inputs through several formatting layers (f-string with spec, %-format with a dict, str.format with attribute and index fields) and back through split/int/float
# inputs
n = 7
ratio = 0.5
name = "gemm"
dims = [2, 3]
# body
class Info:
    def __init__(self, n, name):
        self.n = n
        self.name = name
info = Info(n, name)
s1 = f"{info.name}:{info.n:04d}:{ratio:.2f}"
s2 = "%(name)s/%(n)d" % {"name": name, "n": n}
s3 = "{0.name}[{1[1]}]".format(info, dims)
r_s1 = s1
r_s2 = s2
r_s3 = s3
parts = s1.split(":")
r_back = (parts[0], int(parts[1]), float(parts[2]))
r_dims = "x".join(map(str, dims))
r_dims_back = [int(p) for p in r_dims.split("x")]
r_rsplit = s2.rsplit("/", 1)[-1]
r_upper = f"{name!r:>8}"
r_len = len(s1)
