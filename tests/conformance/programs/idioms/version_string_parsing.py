# probe: parsing version strings: split/partition on '.', '+', 'rc', int() of parts, comparing as tuples, zfill for sorting, format back
# inputs
versions = ["2.1.0", "2.10.1+cu121", "2.1.0rc1", "1.13", "2.0.0.post1"]
# body
def parse(v):
    base, _, local = v.partition("+")
    base, _, rc = base.partition("rc")
    parts = base.split(".")
    nums = []
    for p in parts:
        if p.isdigit():
            nums.append(int(p))
        else:
            nums.append(p)
    return tuple(nums), (int(rc) if rc else None), local or None
r_parsed = [parse(v) for v in versions]
r_keys = sorted(versions, key=lambda v: tuple(p.zfill(4) for p in v.split("+")[0].split(".")))
r_major_minor = ["{0}.{1}".format(*v.split(".")) for v in versions]
r_ge = [tuple(int(x) for x in v.split("+")[0].split("rc")[0].split(".")[:2]) >= (2, 1) for v in versions]
r_local = [v.rpartition("+")[2] if "+" in v else "" for v in versions]
