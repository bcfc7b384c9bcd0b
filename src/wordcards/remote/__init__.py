"""Remote seats: one host holds the game; each person plays from their own device.

Above the engine and the app (arrows point down): ``host`` holds the one game and its save
and sends each seat only ``game.view(seat)``; a seat (``client``, the ``seat`` package) sends intent
(a typed word, a key) and draws the view it gets back. ``codec`` turns views into JSON and
back; ``protocol`` is how a host and a seat agree that they are of one version.
"""
