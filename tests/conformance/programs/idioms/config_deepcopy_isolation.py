# probe: copy.deepcopy of a config with shared sub-objects: the copy keeps sharing inside itself (memo), is isolated from the original; copy.copy shares
# inputs
shape = [64, 128]
n_points = 2
# body
import copy
inner = {"shape": shape}
cfg = {"points": [inner] * n_points, "first": inner, "tags": ("a", [1])}
deep = copy.deepcopy(cfg)
shallow = copy.copy(cfg)
deep["first"]["shape"].append(999)
r_deep_points = deep["points"]
r_orig_points = cfg["points"]
r_deep_shared = deep["points"][0] is deep["first"]
r_deep_isolated = deep["first"] is cfg["first"]
shallow["first"]["shape"].append(7)
r_orig_after_shallow = cfg["first"]["shape"]
r_shape_input = shape
r_tuple_copied = deep["tags"] is cfg["tags"]
r_tuple_inner_list = deep["tags"][1] is cfg["tags"][1]
t = ("a", "b")
r_tuple_same = copy.deepcopy(t) is t
deep["tags"][1].append(2)
r_orig_tags = cfg["tags"]
shallow["points"] = []
r_orig_len = len(cfg["points"])
