# probe: types.MappingProxyType: a read-only live view of a dict (lookups, get, in, iteration, len, what is written to the dict after), refused writes, a non-mapping refused; a ChainMap over a dict and a proxy of defaults
# inputs
key = 'page_size'
override = 32
# body
import collections
import types
base = {'dtype': 'bfloat16', 'page_size': 16}
DEFAULTS = types.MappingProxyType(base)
r_get = (DEFAULTS['dtype'], DEFAULTS.get(key), DEFAULTS.get('nope', 0), key in DEFAULTS, len(DEFAULTS))
r_keys = (list(DEFAULTS), sorted(DEFAULTS.items()), list(DEFAULTS.values()))
base['features'] = []
r_live = ('features' in DEFAULTS, len(DEFAULTS))
try:
    DEFAULTS['dtype'] = 'float16'
    r_write = 'written'
except TypeError as e:
    r_write = str(e)
try:
    types.MappingProxyType([1, 2])
    r_bad = 'made'
except TypeError as e:
    r_bad = str(e)
view = collections.ChainMap({key: override}, DEFAULTS)
r_chain = (view['dtype'], view[key], view.get('features'), view.get('nope', 'dflt'))
try:
    r_missing = view['head_dim']
except KeyError as e:
    r_missing = 'KeyError ' + str(e)
r_chain_keys = sorted(view)
