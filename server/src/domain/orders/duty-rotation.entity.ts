import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Whose turn the next new request is (docs/INTEGRATORS.md, "Live back office"): one row, its counter raised by every request
 * created while someone is on duty. The raise is one UPDATE that holds the row until the request's
 * unit ends, so parallel creates take consecutive turns and none share one.
 */
@Entity('duty_rotation')
export class DutyRotation {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int', default: 0 })
  turn: number;
}
