# probe: a module's namespace listed as Python holds it (vars(module), module.__dict__, globals()
# and vars() at its top level): the names the import machinery binds first, then the module's
# own in the order it bound them; read by name; filtered by name
# inputs
n = 2
# body
import backends
import plain
import reorder
r_plain_keys = list(vars(plain).keys())
r_plain_len = len(vars(plain))
r_plain_own = [k for k in vars(plain) if not k.startswith("__")]
r_dict_is_vars = plain.__dict__ is vars(plain)
r_public = {k: v for k, v in vars(plain).items() if not k.startswith("_") and k != "Thing"}
r_doc = vars(plain)["__doc__"]
r_name = vars(plain)["__name__"]
r_package = vars(plain)["__package__"]
r_in = ["LIMIT" in vars(plain), "nope" in vars(plain), "__spec__" in vars(plain)]
r_get = vars(plain).get("later", n)
r_names = backends.NAMES
r_top = backends.TOP_KEYS
plain.added = n
r_added_last = list(vars(plain))[-1]
r_len_after = len(plain.__dict__)
r_copy = list(vars(plain).copy())[-2:]
r_reorder = list(vars(reorder))[-2:]
r_after = backends.after_del()
keys = vars(plain).keys()
plain.more = n
r_view_later = list(keys)[-1]
