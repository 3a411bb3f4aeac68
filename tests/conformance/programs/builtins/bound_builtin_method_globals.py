# probe: bound methods of built-in objects kept as globals
# inputs
xs = [1]
# body
m_append = xs.append
m_get = {}.get
m_next = iter(xs).__next__
m_gen_next = (x for x in xs).__next__
m_iter = xs.__iter__
m_len = xs.__len__
m_dict_next = iter({}).__next__
m_map_next = map(str, xs).__next__
